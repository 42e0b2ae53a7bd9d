import { signInAction } from '@/lib/actions/sign-in';
import { actionResponse } from '@/lib/server/http/action-route';

export function POST(request: Request) {
  return actionResponse(request, signInAction);
}
