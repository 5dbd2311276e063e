// Staff calls are shared by the staff tools (lab console, support desk); they live in lib/.
export * from '@/lib/staff-api';
