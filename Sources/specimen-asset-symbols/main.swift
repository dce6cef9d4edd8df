// specimen-asset-symbols CATALOG OUTPUT [--bundle module|main]
// The generator the SpecimenAssetSymbols plugin runs: one Swift file of asset symbols per catalog.
import AssetSymbols
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2 else {
  FileHandle.standardError.write(Data("usage: specimen-asset-symbols CATALOG.xcassets OUTPUT.swift [--bundle module|main]\n".utf8))
  exit(2)
}
var bundle = AssetSymbolsFile.BundleSource.module
if let flag = arguments.firstIndex(of: "--bundle"), flag + 1 < arguments.count {
  guard let value = AssetSymbolsFile.BundleSource(rawValue: arguments[flag + 1]) else {
    FileHandle.standardError.write(Data("specimen-asset-symbols: --bundle takes module or main\n".utf8))
    exit(2)
  }
  bundle = value
}
let catalog = URL(fileURLWithPath: arguments[0])
let text = AssetSymbolsFile(catalog: catalog, bundle: bundle).text
do {
  let output = URL(fileURLWithPath: arguments[1])
  if (try? String(contentsOf: output, encoding: .utf8)) != text {
    try Data(text.utf8).write(to: output, options: .atomic)
  }
} catch {
  FileHandle.standardError.write(Data("specimen-asset-symbols: cannot write \(arguments[1]): \(error)\n".utf8))
  exit(1)
}
