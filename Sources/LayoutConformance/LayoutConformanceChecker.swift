import CollectionLayout

// The conformance checker is being written; see ConformanceReport and the checks that follow.
