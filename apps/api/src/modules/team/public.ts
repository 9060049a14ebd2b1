/** What other modules may use of team: a tenant's members (the super-admin console lists and edits them too). */
export { findTeamMember, listTeamMembers, setMemberRole, type TeamMemberRow } from './team.repository';
