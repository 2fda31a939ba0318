import type { PriceSliderBounds } from '../format/price-slider.ts';
import type { PublicTutorDetail, TutorPage } from '../tutors/list-tutors.schema.ts';
import type { OwnTutorProfile } from '../tutors/tutor-profile.schema.ts';
import { completeTutorProfileSchema } from '../accounts/sign-up.schema.ts';
import { listTutorsQuerySchema } from '../tutors/list-tutors.schema.ts';
import { setAvailabilitySchema, updateTutorProfileSchema } from '../tutors/tutor-profile.schema.ts';
import { answer, endpoint, named } from './endpoint.ts';

// The public gallery and profiles, and the signed-in tutor's own profile under /me (api/routes/tutors.routes.ts).

export const tutorsContract = {
  gallery: endpoint({
    method: 'GET',
    path: '/api/tutors',
    tag: 'Tutors',
    summary: 'The tutor gallery, filtered, sorted and paged',
    access: 'visitor',
    query: listTutorsQuerySchema,
    responses: { 200: 'A page of tutors and the next cursor; names with contact details masked' },
    answer: answer<TutorPage>(),
  }),
  priceRange: endpoint({
    method: 'GET',
    path: '/api/tutors/price-range',
    tag: 'Tutors',
    summary: "The listed tutors' lowest and highest price",
    access: 'visitor',
    responses: { 200: 'The bounds of the price slider' },
    answer: answer<PriceSliderBounds>(),
  }),
  ownProfile: endpoint({
    method: 'GET',
    path: '/api/tutors/me',
    tag: 'Tutors',
    summary: "The signed-in tutor's own profile",
    access: ['tutor'],
    responses: { 200: 'The profile' },
    answer: answer<OwnTutorProfile>(),
  }),
  updateOwnProfile: endpoint({
    method: 'PUT',
    path: '/api/tutors/me',
    tag: 'Tutors',
    summary: "Update the signed-in tutor's profile",
    access: ['tutor'],
    body: named('UpdateTutorProfile', updateTutorProfileSchema),
    responses: { 200: 'The profile' },
    answer: answer<OwnTutorProfile>(),
  }),
  completeProfile: endpoint({
    method: 'POST',
    path: '/api/tutors/me/completion',
    tag: 'Tutors',
    summary: 'Fill in the tutor form after a Google sign-up (once); the tutor is then listed',
    access: ['tutor'],
    body: named('CompleteTutorProfile', completeTutorProfileSchema),
    responses: { 200: 'The profile' },
    answer: answer<OwnTutorProfile>(),
  }),
  setAvailability: endpoint({
    method: 'PATCH',
    path: '/api/tutors/me/availability',
    tag: 'Tutors',
    summary: "Switch the tutor's availability",
    access: ['tutor'],
    body: named('SetAvailability', setAvailabilitySchema),
    responses: { 200: '`{ isAvailable }`' },
    answer: answer<{ isAvailable: boolean }>(),
  }),
  uploadPhoto: endpoint({
    method: 'POST',
    path: '/api/tutors/me/photo',
    tag: 'Tutors',
    summary: "Replace the tutor's photo",
    access: ['tutor'],
    upload: { field: 'photo', description: 'JPEG, PNG or WebP', maxBodyBytes: 8 * 1024 * 1024 },
    responses: { 200: '`{ imageUrl }`' },
    answer: answer<{ imageUrl: string }>(),
  }),
  profile: endpoint({
    method: 'GET',
    path: '/api/tutors/:id',
    tag: 'Tutors',
    summary: "A listed tutor's public profile",
    access: 'visitor',
    responses: { 200: 'The profile (no phone number; name and texts with contact details masked)' },
    answer: answer<PublicTutorDetail>(),
  }),
};
