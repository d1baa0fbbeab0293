extension FindingDescriptor {
    /// A Swift source the run could not read: not UTF-8, not a regular file, over the size limit, gone, or
    /// nested too deeply for the parser to finish.
    public static let skippedFile = FindingDescriptor(
        id: "skipped_file",
        defaultSeverity: .warning,
        summary: "A Swift source that could not be read, so its navigation is missing",
        description: """
            a Swift source that could not be read (not UTF-8, not a regular file, over the size limit, gone); the \
            run goes on without it
            """,
        rationale: """
            Whatever navigation the file holds is missing from the model, so the checks and drawings are \
            incomplete without saying so otherwise.
            """,
        help: """
            Save the file as UTF-8, make it readable, or exclude it in .flowgraph.yml when it is generated code \
            over the size limit.
            """,
        examples: FindingExamples(
            .swift,
            triggering: [
                // Nested deeper than 12 brackets: swift-syntax's parser takes time exponential in the depth.
                """
                let tides = [[[[[[[[[[[[↓[0.4]]]]]]]]]]]]]
                """,
            ],
            nonTriggering: [
                """
                let tides = [[[[[[[[[[[[0.4]]]]]]]]]]]]
                """,
            ]
        ),
        suppressibleInSource: false
    )
}
