import { sectionPage } from '@/components/layout/section-page';

const page = sectionPage('plans', '/profile/plans');
export const generateMetadata = page.generateMetadata;
export default page.Page;
