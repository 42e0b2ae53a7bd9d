import { sectionPage } from '@/components/layout/section-page';

const page = sectionPage('login', '/auth/login');
export const generateMetadata = page.generateMetadata;
export default page.Page;
