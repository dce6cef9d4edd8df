import Foundation
import SpecimenCairo
import SpecimenUI
import Testing

/// Sidebar lists draw their `Label` icons in the accent color, or in the `listItemTint(_:)` of the row
/// ("Sidebars on iOS and macOS apply the tint color to their Label icons, which otherwise use the accent
/// color by default", Apple's `ListItemTint` documentation); other list styles leave icons in the
/// foreground color.
@Suite struct SidebarLabelTintTests {
  static func list(_ style: some ListStyle) -> some View {
    List {
      Label("Inbox", systemImage: "tray.fill")
      Label("Drafts", systemImage: "doc.fill").listItemTint(.red)
      Label("Archive", systemImage: "archivebox.fill").listItemTint(.monochrome)
      Label {
        Text("Sent")
      } icon: {
        Image(systemName: "paperplane.fill").foregroundStyle(.green)
      }
    }
    .listStyle(style)
  }

  /// Counts the pixels inside `frame` (points, 2× image) whose colour is within 40 of (r, g, b), opaque.
  static func count(_ image: RasterImage, in frame: CGRect, _ r: Int, _ g: Int, _ b: Int) -> Int {
    var count = 0
    for y in Int(frame.minY * 2)..<Int(frame.maxY * 2) {
      for x in Int(frame.minX * 2)..<Int(frame.maxX * 2) {
        let p = image.pixel(x: x, y: y)
        if p.a > 200, abs(Int(p.r) - r) <= 40, abs(Int(p.g) - g) <= 40, abs(Int(p.b) - b) <= 40 { count += 1 }
      }
    }
    return count
  }

  static func icons(_ style: some ListStyle) throws -> (image: RasterImage, frames: [CGRect]) {
    let view = list(style).background(Color.white)
    let frames = C2.nodes("Image", in: C2.place(view, width: 393, height: 400)).map(\.frame).sorted { $0.minY < $1.minY }
    try #require(frames.count == 4, "\(frames)")
    return (try C2.render(view, width: 393, height: 400), frames)
  }

  @Test func sidebarIconsTakeTheAccentOrTheRowTint() throws {
    let (image, icons) = try Self.icons(.sidebar)
    #expect(Self.count(image, in: icons[0], 0, 122, 255) > 40, "Inbox icon in the accent blue")
    #expect(Self.count(image, in: icons[0], 0, 0, 0) == 0)
    #expect(Self.count(image, in: icons[1], 255, 59, 48) > 40, "Drafts icon in its red tint")
    #expect(Self.count(image, in: icons[1], 0, 122, 255) == 0)
    // Monochrome: the secondary label gray (60, 60, 67 at 60 % on white).
    #expect(Self.count(image, in: icons[2], 138, 138, 142) > 40, "Archive icon gray")
    #expect(Self.count(image, in: icons[2], 0, 122, 255) == 0)
    // A style set on the icon itself wins over the list's tint.
    #expect(Self.count(image, in: icons[3], 52, 199, 89) > 40, "Sent icon keeps its own green")
  }

  @Test func insetGroupedIconsKeepTheForeground() throws {
    let (image, icons) = try Self.icons(.insetGrouped)
    #expect(Self.count(image, in: icons[0], 0, 0, 0) > 40, "Inbox icon black")
    #expect(Self.count(image, in: icons[0], 0, 122, 255) == 0)
    #expect(Self.count(image, in: icons[1], 255, 59, 48) == 0, "listItemTint does nothing outside sidebars")
  }
}
