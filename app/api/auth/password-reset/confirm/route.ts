import { resetPasswordAction } from '@/lib/actions/reset-password';
import { actionResponse } from '@/lib/server/http/action-route';

export function POST(request: Request) {
  return actionResponse(request, resetPasswordAction);
}
