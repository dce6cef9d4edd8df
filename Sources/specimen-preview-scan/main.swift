// The tool behind the SpecimenPreviews build-tool plugin: scans modules' Swift files for
// previews and writes the registry that lists them.
//
//   specimen-preview-scan --output FILE [--own MODULE FILE…] [--module MODULE FILE…]…
import Foundation
import SpecimenPreviewScan

var output: String?
var modules: [(name: String, own: Bool, files: [String])] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--output": output = arguments.popFirst()
  case "--module", "--own":
    guard let name = arguments.popFirst() else { break }
    modules.append((name, argument == "--own", []))
  default:
    if modules.isEmpty {
      FileHandle.standardError.write(Data("specimen-preview-scan: '\(argument)' comes before any --module\n".utf8))
      exit(2)
    }
    modules[modules.count - 1].files.append(argument)
  }
}
guard let output else {
  FileHandle.standardError.write(Data("usage: specimen-preview-scan --output FILE [--own MODULE FILE…] [--module MODULE FILE…]…\n".utf8))
  exit(2)
}

// All files are scanned together: a protocol refining PreviewProvider in one module makes
// conforming types in any module providers.
var texts: [String] = []
for module in modules {
  for path in module.files.sorted() {
    guard let data = FileManager.default.contents(atPath: path) else {
      FileHandle.standardError.write(Data("specimen-preview-scan: cannot read \(path)\n".utf8))
      exit(1)
    }
    texts.append(String(decoding: data, as: UTF8.self))
  }
}
var fileScans = PreviewScanner.scan(texts)[...]
var scans: [ModuleScan] = []
for module in modules {
  let paths = module.files.sorted()
  let files = zip(paths, fileScans.prefix(paths.count)).map { (URL(fileURLWithPath: $0).lastPathComponent, $1) }
  // Skipped previews as compiler-style warnings, so they show in the build log at their line.
  for (path, scan) in zip(paths, fileScans.prefix(paths.count)) {
    for item in scan.skipped {
      FileHandle.standardError.write(Data("\(path):\(item.line): warning: Specimen does not render \(item.what): \(item.reason)\n".utf8))
    }
  }
  fileScans = fileScans.dropFirst(paths.count)
  scans.append(ModuleScan(module: module.name, isOwnModule: module.own, files: files))
}
let source = Data(RegistryGenerator.source(for: scans).utf8)
// Rewrite only when the text changes, so an unchanged registry does not rebuild its module.
if FileManager.default.contents(atPath: output) != source {
  do {
    try source.write(to: URL(fileURLWithPath: output), options: .atomic)
  } catch {
    FileHandle.standardError.write(Data("specimen-preview-scan: cannot write \(output): \(error)\n".utf8))
    exit(1)
  }
}
