import { sectionPage } from '@/components/layout/section-page';

const page = sectionPage('addOpportunity', '/profile/opportunities/add');
export const generateMetadata = page.generateMetadata;
export default page.Page;
