import Foundation
import SpecimenCairo
import SpecimenUI
import Testing
@testable import Specimen

// Main-actor view code (as the iOS 18 SDK makes it) rendered on Specimen's worker threads. This file is
// Swift 6 mode, so every closure the style hands to the standard library carries the runtime's main-actor
// check (SE-0423), which traps off the main thread unless `MainActorBridge` answers it.

@MainActor private final class BridgeTheme {
  static let shared = BridgeTheme()
  let fills = [Color(red: 0.2, green: 0.4, blue: 0.8), Color(red: 1, green: 0.6, blue: 0)]
}

@MainActor private func bridgeFill(pressed: Bool) -> Color { BridgeTheme.shared.fills[pressed ? 1 : 0] }

private struct BridgeButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    let widths = [40, 60].map { CGFloat($0) }.filter { $0 > 0 }
    return configuration.label
      .frame(width: widths.reduce(0, +), height: 20)
      .background(bridgeFill(pressed: configuration.isPressed))
  }
}

@Suite struct MainActorBridgeTests {
  private static let entry = CatalogEntry("BridgeButton", axes: [.isPressed, .colorScheme]) { _ in
    Button(" ") {}.buttonStyle(BridgeButtonStyle())
  }

  @Test func mainActorStylesRenderInParallelWithTwoJobs() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-bridge-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    var options = RenderOptions()
    options.jobs = 2
    options.scale = 1
    let result = CatalogRenderer(outputFolder: folder, options: options).run([Self.entry])
    #expect(result.errors.isEmpty, "\(result.errors)")
    #expect(result.cellCount == 4)
    #expect(result.files.filter { $0.hasSuffix(".png") }.count >= 4)
  }

  @Test func bodiesEvaluateOffTheMainThreadWithMainActorIsolation() throws {
    let pixels = UncheckedPixels()
    DispatchQueue.concurrentPerform(iterations: 4) { index in
      var environment = EnvironmentValues()
      environment.isPressed = index.isMultiple(of: 2)
      let view = AnyView(Button(" ") {}.buttonStyle(BridgeButtonStyle()))
      let image = try? ViewRenderer(scale: 1).rasterize(view, in: ProposedViewSize(width: 100, height: 20), environment: environment)
      pixels.set(index, image.map { $0.pixel(x: 50, y: 10) })
    }
    for index in 0..<4 {
      let p = try #require(pixels.get(index))
      let expected: (UInt8, UInt8, UInt8) = index.isMultiple(of: 2) ? (255, 153, 0) : (51, 102, 204)
      #expect((p.r, p.g, p.b) == expected, "cell \(index)")
    }
    #expect(MainActorBridge.isActive == false)
  }
}

/// Pixels written by the concurrent iterations, one slot each.
private final class UncheckedPixels: @unchecked Sendable {
  private var values: [Int: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)] = [:]
  private let lock = NSLock()
  func set(_ index: Int, _ value: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)?) { lock.withLock { values[index] = value } }
  func get(_ index: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8)? { lock.withLock { values[index] } }
}
