import { sectionPage } from '@/components/layout/section-page';

const page = sectionPage('myOpportunities', '/profile/opportunities');
export const generateMetadata = page.generateMetadata;
export default page.Page;
