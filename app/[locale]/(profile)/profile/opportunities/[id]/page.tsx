import { sectionPage } from '@/components/layout/section-page';

const page = sectionPage('opportunityDetails', '/profile/opportunities/[id]');
export const generateMetadata = page.generateMetadata;
export default page.Page;
