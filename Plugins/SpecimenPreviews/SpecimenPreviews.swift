import Foundation
import PackagePlugin

/// Build-tool plugin: lists every preview of a target and the targets it depends on in a generated
/// `SpecimenPreviews.swift`, which declares `let specimenPreviews: [CatalogEntry]`.
///
/// Apply it to the executable target that runs Specimen's CLI (the one `swift package specimen`
/// builds). `PreviewProvider`s and `#Preview` bodies are usually internal, so the registry imports
/// the design system's modules with `@testable`: debug builds allow that, and the `specimen` command
/// plugin builds release with `-enable-testing`.
@main
struct SpecimenPreviews: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let own = target as? SourceModuleTarget else { return [] }
    let output = context.pluginWorkDirectoryURL.appending(path: "SpecimenPreviews.swift")
    var arguments = ["--output", output.path]
    var inputs: [URL] = []
    func add(_ module: SourceModuleTarget, own: Bool) {
      let files = module.sourceFiles(withSuffix: "swift").map(\.url)
        .filter { $0.lastPathComponent != "SpecimenPreviews.swift" }
        .sorted { $0.path < $1.path }
      arguments += [own ? "--own" : "--module", module.moduleName] + files.map(\.path)
      inputs += files
    }
    add(own, own: true)
    for dependency in localDependencies(of: target) { add(dependency, own: false) }
    return [
      .buildCommand(
        displayName: "Listing the previews of \(target.name) and its dependencies",
        executable: try context.tool(named: "specimen-preview-scan").url,
        arguments: arguments,
        inputFiles: inputs,
        outputFiles: [output])
    ]
  }

  /// The Swift targets of this package that `target` depends on, directly or not, sorted by name.
  private func localDependencies(of target: Target) -> [SourceModuleTarget] {
    var found: [String: SourceModuleTarget] = [:]
    func visit(_ target: Target) {
      for dependency in target.dependencies {
        guard case .target(let next) = dependency, let module = next as? SwiftSourceModuleTarget else { continue }
        guard found[module.name] == nil, module.kind != .test else { continue }
        found[module.name] = module
        visit(module)
      }
    }
    visit(target)
    return found.values.sorted { $0.name < $1.name }
  }
}
