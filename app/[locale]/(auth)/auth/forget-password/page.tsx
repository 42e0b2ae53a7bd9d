import { sectionPage } from '@/components/layout/section-page';

const page = sectionPage('forgetPassword', '/auth/forget-password');
export const generateMetadata = page.generateMetadata;
export default page.Page;
