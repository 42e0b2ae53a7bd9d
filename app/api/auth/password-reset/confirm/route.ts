import { resetPasswordAction } from '@/features/accounts/actions/reset-password';
import { actionResponse } from '@/lib/http/action-route';

export function POST(request: Request) {
  return actionResponse(request, resetPasswordAction);
}
