/** The twelve workshops of the home page gallery (docs/product.md §3, §9): card fields title and image. */
export interface GalleryItem {
  title: string;
  image: string;
}

export const GALLERY_WORKSHOPS: readonly GalleryItem[] = [
  { title: 'IoT & Edge Computing', image: '/images/gallery/iot-edge-computing.svg' },
  { title: 'Cloud Security', image: '/images/gallery/cloud-security.svg' },
  { title: 'DevOps Bootcamp', image: '/images/gallery/devops-bootcamp.svg' },
  { title: 'Azure Cloud Lab', image: '/images/gallery/azure-cloud-lab.svg' },
  { title: 'Data Analytics Sprint', image: '/images/gallery/data-analytics-sprint.svg' },
  { title: 'Cybersecurity Training', image: '/images/gallery/cybersecurity-training.svg' },
  { title: 'AI & Machine Learning', image: '/images/gallery/ai-machine-learning.svg' },
  { title: 'Full Stack Web Dev', image: '/images/gallery/full-stack-web-dev.svg' },
  { title: 'Blockchain Essentials', image: '/images/gallery/blockchain-essentials.svg' },
  { title: 'Agile & Scrum Bootcamp', image: '/images/gallery/agile-scrum-bootcamp.svg' },
  { title: 'Data Science Hackathon', image: '/images/gallery/data-science-hackathon.svg' },
  { title: 'Python Automation Lab', image: '/images/gallery/python-automation-lab.svg' },
];

/** The gallery's figures (docs/product.md §1), each with its basis below (Site settings). */
export const GALLERY_STATS = [
  ['workshopsHeld', 'Workshops'],
  ['workshopParticipants', 'Students'],
  ['institutions', 'Institutions'],
] as const;
