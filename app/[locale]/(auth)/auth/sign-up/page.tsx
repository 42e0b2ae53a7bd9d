import { sectionPage } from '@/components/layout/section-page';

const page = sectionPage('signUp', '/auth/sign-up');
export const generateMetadata = page.generateMetadata;
export default page.Page;
