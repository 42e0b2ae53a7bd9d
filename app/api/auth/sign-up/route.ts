import { signUpAction } from '@/features/accounts/actions/sign-up';
import { actionResponse } from '@/lib/http/action-route';

export function POST(request: Request) {
  return actionResponse(request, signUpAction);
}
