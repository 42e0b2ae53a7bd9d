import { signInAction } from '@/features/accounts/actions/sign-in';
import { actionResponse } from '@/lib/http/action-route';

export function POST(request: Request) {
  return actionResponse(request, signInAction);
}
