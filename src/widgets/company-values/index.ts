export { CompanyValues, COMPANY_VALUES } from './ui/company-values';
