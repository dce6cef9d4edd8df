import SwiftUI

/// Icon sizes of the app's design system; every tile scales with Dynamic Type.
enum IconToken: String, CaseIterable {
    case inbox = "tray.fill"
    case archive = "archivebox.fill"

    var tint: Color {
        switch self {
        case .inbox: return Color(red: 0.20, green: 0.40, blue: 0.95)
        case .archive: return Color(red: 0.95, green: 0.45, blue: 0.10)
        }
    }
}

/// A rounded tile behind a symbol. The side is a scaled metric relative to body text; the
/// corner follows it so the tile keeps its shape at accessibility sizes.
struct IconTile: View {
    let icon: IconToken
    @ScaledMetric(relativeTo: .body) private var side: CGFloat = 40
    @ScaledMetric private var corner: CGFloat = 10

    var body: some View {
        RoundedRectangle(cornerRadius: corner, style: .continuous)
            .fill(icon.tint)
            .frame(width: side, height: side)
            .overlay {
                Image(systemName: icon.rawValue)
                    .font(.system(size: side * 0.45, weight: .semibold))
                    .foregroundStyle(.white)
            }
            .accessibilityHidden(true)
    }
}

/// A headline bar whose height is a scaled metric relative to the large title, written with an
/// integer literal as design tokens often are.
struct HeadlineRule: View {
    @ScaledMetric(relativeTo: .largeTitle) private var thickness = 6

    var body: some View {
        Capsule()
            .fill(Color(red: 0.10, green: 0.60, blue: 0.35))
            .frame(width: 120, height: thickness)
    }
}

struct IconTileRow: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(spacing: 8) {
                ForEach(IconToken.allCases, id: \.self) { icon in
                    IconTile(icon: icon)
                }
            }
            HeadlineRule()
        }
        .padding(10)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}
