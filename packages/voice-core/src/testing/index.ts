// The testing kit (createMockAgent) is being written; this entry exists so the build is wired.
export {}
