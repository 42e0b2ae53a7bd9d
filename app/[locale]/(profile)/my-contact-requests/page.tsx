import { sectionPage } from '@/components/layout/section-page';

const page = sectionPage('myContactRequests', '/my-contact-requests');
export const generateMetadata = page.generateMetadata;
export default page.Page;
