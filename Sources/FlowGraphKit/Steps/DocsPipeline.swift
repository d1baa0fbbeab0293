import FlowDocs
import FlowRendering
import Foundation

/// The docs step of the pipeline: the model and its findings as a documentation site in a folder.
public enum DocsPipeline {
    /// The options the command line asks for, the prefix checked.
    /// - Parameter sourceURLPrefix: an http(s) URL that source paths are appended to, or nil for no source links.
    /// - Throws: ``FlowGraphError/badInput(_:)`` for a prefix that is not accepted.
    public static func options(format: DocsOptions.Format, title: String, sourceURLPrefix: String?) throws -> DocsOptions {
        do {
            // Absolute paths under the current folder are linked by their path from it, like relative ones.
            let links = try sourceURLPrefix.map {
                try SourceLinks(prefix: $0, root: FileManager.default.currentDirectoryPath)
            } ?? SourceLinks()
            return DocsOptions(format: format, title: title, sourceLinks: links)
        } catch let error as DocsError {
            throw FlowGraphError.badInput(error.description)
        }
    }

    /// Writes the site of `input` into the folder `output`, replacing the site there before, all or nothing.
    /// The site shows what `check` reports under the same `configuration`: its declared entries are entries, and
    /// its disabled rules, ignored screens, allowed cycles and severities shape the findings.
    /// - Throws: ``FlowGraphError`` when the configuration names a screen the model lacks, Graphviz fails, or the
    ///   folder cannot be written.
    public static func write(
        _ input: LoadedInput, options: DocsOptions, configuration: CheckConfiguration = CheckConfiguration(),
        to output: String
    ) throws {
        try ConfiguredModel.validate(configuration, against: input.model)
        let model = ConfiguredModel.apply(configuration, to: input.model)
        let findings = FlowCheck.findings(in: input, configuration: configuration)
        let site: DocsSite
        do {
            site = try DocsGenerator(options: options).site(for: model, findings: findings, reading: NavigationCoverage(input: input).partialSummary)
        } catch let error as RenderingError {
            throw FlowGraphError.rendering(error.description)
        }
        try DocsDirectoryWriter.write(site, to: output, inputs: input.files)
    }
}
