// Build-tool plugin: turns each asset catalog of a target into the asset symbols Xcode 15 generates
// (ColorResource/ImageResource statics and the Color, ShapeStyle, UIColor and UIImage members).
import Foundation
import PackagePlugin

@main
struct SpecimenAssetSymbols: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    // Every .xcassets folder the target's files sit in, and whether it is a resource (then Bundle.module exists).
    var catalogs: [String: Bool] = [:]
    for file in target.sourceFiles {
      let components = file.url.pathComponents
      guard let index = components.firstIndex(where: { $0.hasSuffix(".xcassets") }) else { continue }
      let path = components.prefix(through: index).joined(separator: "/").replacingOccurrences(of: "//", with: "/")
      catalogs[path, default: false] = catalogs[path, default: false] || file.type == .resource
    }
    let tool = try context.tool(named: "specimen-asset-symbols")
    var usedNames = Set<String>()
    return catalogs.keys.sorted().map { path in
      let catalog = URL(fileURLWithPath: path)
      var base = catalog.deletingPathExtension().lastPathComponent
      while !usedNames.insert(base).inserted { base += "_" }
      let output = context.pluginWorkDirectoryURL.appendingPathComponent("\(base)+GeneratedAssetSymbols.swift")
      let inputs = (FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil)?.allObjects as? [URL]) ?? []
      return .buildCommand(
        displayName: "Generating asset symbols for \(catalog.lastPathComponent)",
        executable: tool.url,
        arguments: [catalog.path, output.path, "--bundle", catalogs[path] == true ? "module" : "main"],
        inputFiles: inputs.sorted { $0.path < $1.path },
        outputFiles: [output])
    }
  }
}
