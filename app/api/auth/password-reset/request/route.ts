import { requestPasswordResetAction } from '@/features/accounts/actions/request-password-reset';
import { actionResponse } from '@/lib/http/action-route';

export function POST(request: Request) {
  return actionResponse(request, requestPasswordResetAction);
}
