import { sectionPage } from '@/components/layout/section-page';

const page = sectionPage('contactRequests', '/contact-requests');
export const generateMetadata = page.generateMetadata;
export default page.Page;
