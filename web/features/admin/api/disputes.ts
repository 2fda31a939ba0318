import { queryOptions, useQuery } from '@tanstack/react-query';
import { lessonAttendanceContract as C } from '../../../../core/contracts/lesson-attendance.contract.ts';
import type { DisputeDecisionBody } from '../../../../core/lessons/attendance.schema.ts';
import { callApi } from '../../../lib/call-api.ts';
import { adminKeys } from './admin-keys.ts';

export const getDisputes = async (signal?: AbortSignal) => (await callApi(C.disputes, {}, { signal })).disputes;

export const decideDispute = ({ id, ...body }: DisputeDecisionBody & { id: string }) => callApi(C.decideDispute, { params: { id }, body });

/** The 'Sengketa' queue: open disputes oldest first, then the latest decided. */
export const useDisputes = () =>
  useQuery(queryOptions({ queryKey: adminKeys.disputes(), queryFn: ({ signal }) => getDisputes(signal), staleTime: 30_000 }));
