import { OrganisationCertification } from './organisation-certification.entity.js';
import { UploadedFile } from './uploaded-file.entity.js';

export const CERTIFICATION_ENTITIES = [UploadedFile, OrganisationCertification];
