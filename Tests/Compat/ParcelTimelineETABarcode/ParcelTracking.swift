import SwiftUI

struct TrackingEvent: Identifiable {
    let id = UUID()
    let title: String
    let place: String
    let isReached: Bool
}

struct StatusBadge: View {
    let text: String
    let color: Color

    var body: some View {
        Text(text.uppercased())
            .font(.caption2.weight(.bold))
            .foregroundColor(color)
            .padding(.horizontal, 8)
            .padding(.vertical, 4)
            .background(color.opacity(0.15))
            .clipShape(Capsule())
    }
}

struct DeliveryStepRow: View {
    let event: TrackingEvent
    let nextReached: Bool?

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            ZStack(alignment: .top) {
                if let nextReached {
                    Path { path in
                        path.move(to: CGPoint(x: 1, y: 0))
                        path.addLine(to: CGPoint(x: 1, y: 44))
                    }
                    .stroke(nextReached ? Color.blue : Color.gray,
                            style: StrokeStyle(lineWidth: 2, dash: nextReached ? [] : [4, 4]))
                    .frame(width: 2, height: 44)
                    .offset(y: 7)
                }
                Circle()
                    .fill(event.isReached ? Color.blue : Color(.systemGray4))
                    .frame(width: 14, height: 14)
            }
            .frame(width: 14)
            VStack(alignment: .leading, spacing: 1) {
                Text(event.title)
                    .font(.subheadline.weight(.semibold))
                    .foregroundColor(event.isReached ? .primary : .secondary)
                Text(event.place)
                    .font(.caption)
                    .foregroundColor(.secondary)
            }
            Spacer()
        }
        .frame(height: 44, alignment: .top)
    }
}

struct BarcodePlaceholder: View {
    let widths: [CGFloat] = [2, 1, 3, 1, 1, 2, 4, 1, 2, 1, 3, 2, 1, 1, 4, 2, 1, 3, 1, 2]

    var body: some View {
        HStack(spacing: 2) {
            ForEach(Array(widths.enumerated()), id: \.offset) { index, width in
                Rectangle()
                    .fill(index.isMultiple(of: 2) ? Color.black : Color.clear)
                    .frame(width: width * 2)
            }
        }
        .frame(height: 36)
    }
}

struct ParcelTrackingScreen: View {
    let events: [TrackingEvent]

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(alignment: .firstTextBaseline) {
                VStack(alignment: .leading, spacing: 2) {
                    Text("Arriving Thursday")
                        .font(.title3.bold())
                    Text("by 8:00 pm · 2 stops away")
                        .font(.footnote)
                        .foregroundColor(.secondary)
                }
                Spacer()
                StatusBadge(text: "In transit", color: .orange)
            }
            VStack(alignment: .leading, spacing: 0) {
                ForEach(Array(events.enumerated()), id: \.element.id) { index, event in
                    DeliveryStepRow(event: event,
                                    nextReached: index + 1 < events.count ? events[index + 1].isReached : nil)
                }
            }
            HStack(spacing: 12) {
                Text("PT")
                    .font(.subheadline.bold())
                    .foregroundColor(.white)
                    .frame(width: 40, height: 40)
                    .background(Circle().fill(Color.indigo))
                VStack(alignment: .leading) {
                    Text("Priya T.")
                        .font(.subheadline.weight(.semibold))
                    Text("Your courier")
                        .font(.caption)
                        .foregroundColor(.secondary)
                }
                Spacer()
                Button {
                } label: {
                    Image(systemName: "phone.fill")
                }
                .buttonStyle(.borderedProminent)
                .tint(.green)
            }
            .padding(12)
            .background(RoundedRectangle(cornerRadius: 12).fill(Color(.secondarySystemBackground)))
            BarcodePlaceholder()
        }
        .padding(16)
    }
}
