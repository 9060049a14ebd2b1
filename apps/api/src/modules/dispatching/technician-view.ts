import type { Technician } from '@tradeworks/contracts/technicians';
import type { TechnicianWithLoad } from './technicians.repository';

export function toTechnician(row: TechnicianWithLoad): Technician {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    skills: row.skills,
    currentLocation: row.currentLocation,
    latitude: row.latitude,
    longitude: row.longitude,
    homeAddress: row.homeAddress,
    homeLatitude: row.homeLatitude,
    homeLongitude: row.homeLongitude,
    workStart: row.workStart.slice(0, 5),
    workEnd: row.workEnd.slice(0, 5),
    status: row.status,
    currentJobs: Number(row.currentJobs),
    maxJobs: row.maxJobs,
    rating: row.rating,
    avatar: row.avatar,
    isActive: row.isActive,
    userId: row.userId,
    userName: row.userName ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
