import { sectionPage } from '@/components/layout/section-page';

const page = sectionPage('profile', '/profile');
export const generateMetadata = page.generateMetadata;
export default page.Page;
