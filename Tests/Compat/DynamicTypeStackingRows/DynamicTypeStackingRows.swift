import SwiftUI

/// A medication reminder row that stacks its parts once the text reaches an accessibility size.
struct DoseRow: View {
    @Environment(\.dynamicTypeSize) private var typeSize
    @ScaledMetric(relativeTo: .body) private var badgeSize: CGFloat = 32

    let name: String
    let time: String
    let tint: Color

    private var layout: AnyLayout {
        typeSize.isAccessibilitySize
            ? AnyLayout(VStackLayout(alignment: .leading, spacing: 6))
            : AnyLayout(HStackLayout(alignment: .center, spacing: 12))
    }

    var body: some View {
        layout {
            Image(systemName: "pills.fill")
                .font(.body)
                .foregroundStyle(.white)
                .frame(width: badgeSize, height: badgeSize)
                .background(tint, in: RoundedRectangle(cornerRadius: 8, style: .continuous))
            VStack(alignment: .leading, spacing: 2) {
                Text(name)
                    .font(.body.weight(.semibold))
                Text(time)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .accessibilityElement(children: .combine)
    }
}

/// Take and snooze actions: side by side when they fit, else one above the other.
struct DoseActions: View {
    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack(spacing: 8) { buttons }
            VStack(spacing: 8) { buttons }
        }
    }

    @ViewBuilder private var buttons: some View {
        Button {
        } label: {
            Text("Taken")
                .frame(maxWidth: .infinity)
        }
        .buttonStyle(.borderedProminent)
        .tint(.green)
        Button {
        } label: {
            Text("Snooze")
                .frame(maxWidth: .infinity)
        }
        .buttonStyle(.bordered)
    }
}

/// The card with a small tab strip that does not grow past xLarge; the large content viewer covers it.
struct DoseCard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            DoseRow(name: "Vitamin D", time: "8:00 AM", tint: .orange)
            DoseActions()
            HStack {
                ForEach(["house.fill", "calendar", "gearshape"], id: \.self) { symbol in
                    Image(systemName: symbol)
                        .font(.body)
                        .frame(maxWidth: .infinity)
                        .accessibilityShowsLargeContentViewer()
                }
            }
            .dynamicTypeSize(...DynamicTypeSize.xLarge)
            .foregroundStyle(.blue)
        }
        .padding(14)
        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 16, style: .continuous))
    }
}
