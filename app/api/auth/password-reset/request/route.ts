import { requestPasswordResetAction } from '@/lib/actions/request-password-reset';
import { actionResponse } from '@/lib/server/http/action-route';

export function POST(request: Request) {
  return actionResponse(request, requestPasswordResetAction);
}
