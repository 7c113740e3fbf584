import { useOutletContext } from 'react-router-dom';
import type { StaffSession } from '../../api/admin-session';

/** The staff member looking at a back-office page, as its frame (admin-layout.tsx) knows them. */
export const useStaffMember = () => useOutletContext<StaffSession>();
