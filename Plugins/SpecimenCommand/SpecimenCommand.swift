import Foundation
import PackagePlugin

/// `swift package specimen <render|verify|record|prune|list|layout|merge|diff|…> [options]`.
///
/// Finds the package's Specimen runner (an executable that depends on the `Specimen` library),
/// builds it (release by default; `-enable-testing` and `DEBUG` so the `SpecimenPreviews` registry
/// can name internal previews, as Xcode's previews build Debug), runs the subcommand from the
/// package's folder, and prints where it wrote. Writing into the package needs SwiftPM's
/// permission: answer its prompt or pass `--allow-writing-to-package-directory`.
@main
struct SpecimenCommand: CommandPlugin {
  static let subcommands = ["render", "verify", "record", "prune", "list", "layout", "merge", "diff"]

  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let runnerName = extractor.extractOption(named: "runner").last
    let configurationName = extractor.extractOption(named: "configuration").last ?? "release"
    let passthrough = extractor.remainingArguments
    // Any subcommand goes through (the CLI names unknown ones), so new ones such as `audit` need no change here.
    guard let subcommand = passthrough.first else {
      Diagnostics.error("""
        usage: swift package specimen [--runner NAME] [--configuration debug|release] \
        <\(Self.subcommands.joined(separator: "|"))> [options]
        """)
      return
    }
    guard let configuration = ["debug": PackageManager.BuildConfiguration.debug, "release": .release][configurationName] else {
      Diagnostics.error("--configuration must be debug or release, not '\(configurationName)'")
      return
    }

    let runner = try findRunner(in: context.package, named: runnerName)
    var parameters = PackageManager.BuildParameters(configuration: configuration, logging: .concise)
    if configuration == .release { parameters.otherSwiftcFlags = ["-enable-testing", "-DDEBUG"] }
    print("specimen: building \(runner) (\(configurationName))…")
    let build = try packageManager.build(.product(runner), parameters: parameters)
    guard build.succeeded, let executable = build.builtArtifacts.first(where: { $0.kind == .executable }) else {
      Diagnostics.error("building \(runner) failed:\n\(build.logText)")
      return
    }

    let process = Process()
    process.executableURL = executable.url
    process.arguments = passthrough
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    // Also after a failure: verify's artifacts and report are written exactly then.
    for folder in writtenFolders(subcommand, passthrough, failed: process.terminationStatus != 0) {
      let url = URL(fileURLWithPath: folder, relativeTo: context.package.directoryURL).standardizedFileURL
      if FileManager.default.fileExists(atPath: url.path) { print("specimen: wrote into \(url.path)") }
    }
    if process.terminationStatus != 0 {
      Diagnostics.error("specimen \(subcommand) exited with status \(process.terminationStatus)")
    }
  }

  /// The executable product to run: the one named, or the only executable that depends on the `Specimen` library.
  func findRunner(in package: Package, named name: String?) throws -> String {
    let executables = package.products.compactMap { $0 as? ExecutableProduct }
    if let name {
      guard executables.contains(where: { $0.name == name }) else {
        throw SpecimenPluginError("no executable product named '\(name)'; executables are \(executables.map(\.name).sorted())")
      }
      return name
    }
    let runners = executables.filter { dependsOnSpecimen($0.mainTarget) }.map(\.name).sorted()
    guard runners.count == 1 else {
      throw SpecimenPluginError(runners.isEmpty
        ? """
          no executable in this package uses Specimen. Add one to Package.swift:
              .executableTarget(name: "specimen-previews",
                                dependencies: ["YourDesignSystem", .product(name: "Specimen", package: "Specimen")],
                                plugins: [.plugin(name: "SpecimenPreviews", package: "Specimen")]),
          with Sources/specimen-previews/main.swift containing:
              import Specimen
              SpecimenCLI.main(catalog: specimenPreviews)
          """
        : "several executables use Specimen (\(runners.joined(separator: ", "))); choose one with --runner NAME")
    }
    return runners[0]
  }

  private func dependsOnSpecimen(_ target: Target) -> Bool {
    target.dependencies.contains { dependency in
      switch dependency {
      case .product(let product): return product.name == "Specimen"
      case .target(let next): return next.name == "Specimen" || dependsOnSpecimen(next)
      @unknown default: return false
      }
    }
  }

  /// The folders a subcommand writes, from its `--out`/`--goldens`/`--artifacts`/`--report` options or the CLI's defaults.
  /// Failure artifacts count only when the run `failed`.
  private func writtenFolders(_ subcommand: String, _ arguments: [String], failed: Bool) -> [String] {
    func value(_ option: String) -> String? {
      guard let index = arguments.lastIndex(of: option), index + 1 < arguments.count else { return nil }
      return arguments[index + 1]
    }
    if arguments.contains("--help") || arguments.contains("-h") { return [] }
    let artifacts = !failed || arguments.contains("--no-artifacts") ? [] : [value("--artifacts") ?? ".build/specimen-artifacts"]
    let report = value("--report").map { [$0] } ?? []
    switch subcommand {
    case "render", "merge": return [value("--out") ?? "Previews"]
    case "record": return [value("--goldens") ?? "Previews"] + artifacts + report
    case "prune": return arguments.contains("--dry-run") ? [] : [value("--goldens") ?? "Previews"]
    case "verify": return artifacts + report
    default: return []
    }
  }
}

/// A plugin failure with a message for the user.
struct SpecimenPluginError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
