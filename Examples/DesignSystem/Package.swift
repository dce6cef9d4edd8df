// swift-tools-version: 6.0
// A small design system that previews its styles with Specimen, depending on it by path.
import Foundation
import PackageDescription

// A path dependency's identity is its folder name, which depends on where Specimen is checked out.
let specimenPath = "../.."
let specimenIdentity = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent(specimenPath).standardizedFileURL.lastPathComponent

let package = Package(
  name: "DesignSystem",
  dependencies: [.package(path: specimenPath)],
  targets: [
    // The styles: plain SwiftUI code. On Linux, `import SwiftUI` is Specimen's SwiftUI module, which
    // re-exports SpecimenUI; in an app on Apple platforms it stays Apple's.
    .target(
      name: "DesignSystem",
      dependencies: [
        .product(name: "SwiftUI", package: specimenIdentity, condition: .when(platforms: [.linux])),
        .product(name: "SpecimenUI", package: specimenIdentity),
      ],
      resources: [.process("Media.xcassets")],
      swiftSettings: [.swiftLanguageMode(.v5)],
      plugins: [.plugin(name: "SpecimenAssetSymbols", package: specimenIdentity)]
    ),
    // The team's preview tool: Specimen's CLI over the previews the SpecimenPreviews plugin finds
    // (it generates `specimenPreviews`) and a hand-written catalog. `swift package specimen …` runs it.
    .executableTarget(
      name: "design-previews",
      dependencies: ["DesignSystem", .product(name: "Specimen", package: specimenIdentity)],
      plugins: [.plugin(name: "SpecimenPreviews", package: specimenIdentity)]
    ),
  ]
)
