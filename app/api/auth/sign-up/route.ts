import { signUpAction } from '@/lib/actions/sign-up';
import { actionResponse } from '@/lib/server/http/action-route';

export function POST(request: Request) {
  return actionResponse(request, signUpAction);
}
