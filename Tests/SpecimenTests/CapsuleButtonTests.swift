import Foundation
import Showcase
import SpecimenCairo
import SpecimenLayout
import SpecimenUI
import Testing
@testable import Specimen

/// Every placed node of `type` under `node`, depth first.
func placed(_ type: String, in node: PlacedNode) -> [PlacedNode] {
  (node.node.type == type ? [node] : []) + node.children.flatMap { placed(type, in: $0) }
}

/// The showcase's capsule-button cell for a role and an interaction state.
func capsuleCell(role: String, state: String) throws -> Cell {
  let cells = ShowcaseCatalog.customButtonStyle.cells
  return try #require(cells.first { $0.state["role"] == role && $0.state["state"] == state })
}

@Suite struct CapsuleButtonLayoutTests {
  /// The capsule style: HStack { Spacer; label; Spacer } padded 12/24, a capsule behind it (layout-rules 18, 30, 38, 40).
  @Test func framesAtFullWidth() throws {
    let cell = try capsuleCell(role: "none", state: "normal")
    let root = ViewRenderer().place(cell.view, in: ProposedViewSize(width: 320, height: nil))
    let text = try #require(placed("Text", in: root).first)
    let stack = try #require(placed("HStack", in: root).first)
    let capsule = try #require(placed("Capsule", in: root).first)
    let padding = try #require(placed("padding", in: root).first)
    guard case .text(let resolved) = text.node.kind else { throw CancellationError() }
    #expect(resolved.string == "Continue")
    #expect(resolved.font == ResolvedFont(design: .rounded, size: 22, weight: 700, leading: 28))

    // The label is offered the stack's width less both spacers' minimum length (8 each).
    let measured = PangoTextMeasurer().measure(resolved, in: ProposedViewSize(width: 272 - 16, height: nil)).size
    // Every frame's edges snap to the nearest half point (ViewRenderer's scale 2, docs/pixel-snapping.md).
    func halfPoint(_ value: CGFloat) -> CGFloat { (value * 2 + 0.5).rounded(.down) / 2 }
    let height = halfPoint(measured.height + 24)
    #expect(root.frame == CGRect(x: 0, y: 0, width: 320, height: height))
    #expect(padding.frame == CGRect(x: 0, y: 0, width: 320, height: height))
    #expect(capsule.frame == CGRect(x: 0, y: 0, width: 320, height: height))
    #expect(stack.frame == CGRect(x: 24, y: 12, width: 272, height: halfPoint(12 + measured.height) - 12))
    // The two spacers share what is left equally, so the label is centred.
    let unsnappedX = 24 + (272 - measured.width) / 2
    #expect(text.frame.minX == halfPoint(unsnappedX))
    #expect(text.frame.minY == 12)
    #expect(text.frame.size == CGSize(width: halfPoint(unsnappedX + measured.width) - halfPoint(unsnappedX),
                                      height: halfPoint(12 + measured.height) - 12))
    let spacers = placed("Spacer", in: root)
    #expect(spacers.count == 2)
    #expect(abs(spacers[0].frame.width - spacers[1].frame.width) < 0.01)
  }
}

@Suite struct CapsuleButtonPixelTests {
  /// The pixel at the middle of the capsule's top edge (the 2 pt stroke straddles y = 0), rendered on transparency at 2×.
  func edgePixel(role: String, state: String) throws -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    let cell = try capsuleCell(role: role, state: state)
    let image = try ViewRenderer(scale: 2, background: nil).rasterize(cell.view, in: ProposedViewSize(width: 320, height: nil))
    #expect(image.width == 640)
    return image.pixel(x: 320, y: 1)
  }

  @Test func normalStrokeIsYellow() throws {
    let p = try edgePixel(role: "none", state: "normal")
    #expect(p.r == 255 && p.g == 204 && p.b == 0 && p.a == 255, "\(p)")
  }

  @Test func destructiveStrokeIsRed() throws {
    let p = try edgePixel(role: "destructive", state: "normal")
    #expect(p.r == 255 && p.g == 59 && p.b == 48 && p.a == 255, "\(p)")
  }

  @Test func pressedStrokeIsHalfAsOpaque() throws {
    let normal = try edgePixel(role: "none", state: "normal")
    let pressed = try edgePixel(role: "none", state: "pressed")
    #expect(abs(Int(pressed.a) * 2 - Int(normal.a)) <= 2, "pressed \(pressed.a) vs normal \(normal.a)")
    #expect(pressed.r == 255 && abs(Int(pressed.g) - 204) <= 1 && pressed.b == 0, "\(pressed)")
  }

  @Test func disabledStrokeIsGrey() throws {
    let p = try edgePixel(role: "none", state: "disabled")
    #expect(p.a == 255)
    #expect(p.r == p.g && p.g == p.b, "\(p)")
    // Yellow's Rec. 709 luminance: 0.2126 + 0.7152 × 0.8 ≈ 0.785 → 200.
    #expect(abs(Int(p.r) - 200) <= 2, "\(p)")
  }

  @Test func disabledDestructiveStrokeIsGreyToo() throws {
    let p = try edgePixel(role: "destructive", state: "disabled")
    #expect(p.r == p.g && p.g == p.b, "\(p)")
  }
}

@Suite struct CapsuleSheetTests {
  @Test func sameCellTwiceGivesIdenticalBytes() throws {
    let cell = try capsuleCell(role: "cancel", state: "pressed")
    let first = try ViewRenderer().png(cell.view, in: ProposedViewSize(width: 320, height: nil))
    let second = try ViewRenderer().png(cell.view, in: ProposedViewSize(width: 320, height: nil))
    #expect(first == second)
    #expect(first.count > 1000)
  }

  @Test func sheetAndCellFilesAreWrittenAndStable() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-sheet-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let renderer = CatalogRenderer(outputFolder: folder)
    let first = renderer.run([ShowcaseCatalog.customButtonStyle])
    let bytes = { try first.files.map { try Data(contentsOf: folder.appendingPathComponent($0)) } }
    let firstBytes = try bytes()
    let second = renderer.run([ShowcaseCatalog.customButtonStyle])
    #expect(first.errors.isEmpty && second.errors.isEmpty)
    #expect(first.files == second.files)
    #expect(first.files.contains("CustomButtonStyle.png"))
    #expect(first.files.contains("CustomButtonStyle/role-none.state-normal.png"))
    #expect(first.files.filter { $0.hasPrefix("CustomButtonStyle/") && $0.hasSuffix(".png") }.count == 9)
    #expect(try bytes() == firstBytes)
  }
}
