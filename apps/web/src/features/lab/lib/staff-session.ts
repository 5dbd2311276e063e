// The staff session is shared by the staff tools (lab console, support desk); it lives in lib/.
export * from '@/lib/staff-session';
