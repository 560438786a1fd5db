extension LayoutChildCheck.Report {
    /// The report of a child that ended with `result`, classified as `LayoutChildCheck.classify`
    /// does with `timeLimit` (pure): for callers that read a report's lines, and their tests.
    public init(_ result: ChildProcess.Result, timeLimit: Double) {
        self.init(outcome: LayoutChildCheck.classify(result, timeLimit: timeLimit), result: result)
    }
}
