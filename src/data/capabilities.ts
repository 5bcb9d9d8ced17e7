/** Staffing capabilities by domain: the slides of the capabilities carousel. */
export interface CapabilityGroup {
  group: string;
  /** Role names we staff in this domain (3 to 6). */
  roles: readonly string[];
}

export const capabilities: readonly CapabilityGroup[] = [
  {
    group: 'Semicon & Telecom',
    roles: [
      'ASIC Design Engineer',
      'Design Verification Engineer',
      'Physical Design Engineer',
      'RF Engineer',
      'Telecom Network Engineer',
    ],
  },
  {
    group: 'Virtual Reality',
    roles: [
      'Unity Developer',
      'Unreal Engine Developer',
      'XR Software Engineer',
      '3D Artist',
      'XR Interaction Designer',
    ],
  },
  {
    group: 'Cyber Security',
    roles: ['SOC Analyst', 'Penetration Tester', 'Security Engineer', 'Cloud Security Architect', 'GRC Analyst'],
  },
  {
    group: 'Robotics',
    roles: [
      'Robotics Software Engineer',
      'ROS Developer',
      'Controls Engineer',
      'Computer Vision Engineer',
      'Automation Engineer',
    ],
  },
  {
    group: 'IT Services',
    roles: [
      'Full Stack Developer',
      'Java Developer',
      'DevOps Engineer',
      'Data Engineer',
      'QA Automation Engineer',
      'Cloud Engineer',
    ],
  },
  {
    group: 'Blockchain',
    roles: ['Blockchain Developer', 'Smart Contract Developer', 'Blockchain Architect', 'Smart Contract Auditor'],
  },
];
