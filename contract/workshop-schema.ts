import * as yup from 'yup';
import { requiredText } from './validation';
import { WORKSHOP_CATEGORIES } from './workshop';

export const workshopSchema = yup.object({
  title: requiredText('Title', 200),
  slug: yup.string().trim().optional().max(200),
  description: requiredText('Description', 5000),
  category: yup
    .string()
    .required('Category is required.')
    .oneOf([...WORKSHOP_CATEGORIES], 'Unknown category.'),
  date: requiredText('Date', 100),
  duration: requiredText('Duration', 100),
  sessions: yup.array(yup.string().trim().required().max(100)).default([]),
  topics: yup.array(yup.object({ title: requiredText('Topic', 200) })).default([]),
  learningOutcomes: requiredText('Learning outcomes', 5000),
  careerPaths: yup.array(yup.string().trim().required().max(200)).default([]),
  image: yup.string().trim().optional().max(500),
});
export type WorkshopInput = yup.InferType<typeof workshopSchema>;
