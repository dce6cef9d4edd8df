import SwiftUI

// A paywall's plan picker: each plan is a card whose border is an iOS 17 stroke-then-fill chain
// (the fill drawn under the stroke), with a "best value" ribbon hung over the card's top edge
// through alignment guides.

struct PlanOption: Identifiable {
    let id: Int
    let title: String
    let price: String
}

struct PlanCard: View {
    let option: PlanOption
    var isSelected: Bool
    var isBestValue = false

    var body: some View {
        HStack(spacing: 12) {
            VStack(alignment: .leading, spacing: 2) {
                Text(option.title)
                    .font(.headline)
                Text(option.price)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)

            Image(systemName: isSelected ? "checkmark.circle.fill" : "circle")
                .resizable()
                .frame(width: 22, height: 22)
                .foregroundStyle(isSelected ? Color.indigo : Color.gray)
        }
        .padding(16)
        .background {
            RoundedRectangle(cornerRadius: 12, style: .continuous)
                .stroke(isSelected ? Color.indigo : Color.gray.opacity(0.4), lineWidth: 2)
                .fill(isSelected ? Color.indigo.opacity(0.12) : Color.clear)
        }
        .overlay(alignment: .topTrailing) {
            if isBestValue {
                Text("Best value")
                    .font(.caption2.bold())
                    .textCase(.uppercase)
                    .foregroundStyle(.white)
                    .padding(.horizontal, 8)
                    .frame(height: 18)
                    .background(Capsule().fill(Color.orange))
                    .alignmentGuide(.top) { $0[.top] + 9 }
                    .alignmentGuide(.trailing) { $0[.trailing] + 16 }
            }
        }
    }
}

struct PlanPicker: View {
    @State private var selection = 1
    private let options = [
        PlanOption(id: 0, title: "Monthly", price: "$4.99 / month"),
        PlanOption(id: 1, title: "Yearly", price: "$39.99 / year"),
    ]

    var body: some View {
        VStack(spacing: 20) {
            ForEach(options) { option in
                PlanCard(option: option, isSelected: option.id == selection, isBestValue: option.id == 1)
            }
        }
        .padding(16)
    }
}
