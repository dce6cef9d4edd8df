import SwiftUI

struct RecipeIngredient: Identifiable {
    var id: String { name }
    let name: String
    let amount: String
}

/// A recipe's hero: a warm backdrop standing in for the photo, darkened towards the bottom by a gradient so the
/// white title reads, and the cooking time on a material chip.
struct RecipeHeroCard: View {
    let title: String
    let minutes: Int

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            LinearGradient(colors: [.yellow, .orange], startPoint: .topLeading, endPoint: .bottomTrailing)
                .overlay {
                    Image(systemName: "fork.knife")
                        .font(.system(size: 40))
                        .foregroundStyle(.white.opacity(0.5))
                }

            LinearGradient(colors: [.clear, .black.opacity(0.75)], startPoint: .center, endPoint: .bottom)

            Text(title)
                .font(.title3.bold())
                .foregroundStyle(.white)
                .padding(12)
        }
        .frame(height: 140)
        .clipShape(RoundedRectangle(cornerRadius: 18, style: .continuous))
        .overlay(alignment: .topTrailing) {
            Label("\(minutes) min", systemImage: "clock")
                .font(.caption.weight(.semibold))
                .padding(.horizontal, 8)
                .padding(.vertical, 4)
                .background(.white, in: Capsule())
                .padding(10)
        }
    }
}

struct TagChip: View {
    let text: String
    let color: Color

    var body: some View {
        Text(text)
            .font(.caption2.weight(.bold))
            .foregroundStyle(color)
            .padding(.horizontal, 10)
            .padding(.vertical, 4)
            .background(color.opacity(0.15), in: Capsule())
    }
}

/// A tappable ingredient: a circle that fills with a check once it is in the pan, the name struck through.
struct IngredientCheckRow: View {
    let ingredient: RecipeIngredient
    let isChecked: Bool
    let toggle: () -> Void

    var body: some View {
        Button(action: toggle) {
            HStack(spacing: 10) {
                Image(systemName: isChecked ? "checkmark.circle.fill" : "circle")
                    .font(.title3)
                    .foregroundStyle(isChecked ? .green : .secondary)
                Text(ingredient.name)
                    .strikethrough(isChecked, color: .gray)
                    .foregroundStyle(isChecked ? .secondary : .primary)
                Spacer()
                Text(ingredient.amount)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
    }
}

struct RecipeOverviewView: View {
    let ingredients: [RecipeIngredient]
    @State var checked: Set<String>

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            RecipeHeroCard(title: "Lemon Orzo", minutes: 25)
            HStack(spacing: 6) {
                TagChip(text: "Vegetarian", color: .green)
                TagChip(text: "One pot", color: .orange)
            }
            Text("Ingredients")
                .font(.headline)
            ForEach(ingredients) { ingredient in
                IngredientCheckRow(ingredient: ingredient, isChecked: checked.contains(ingredient.id)) {
                    if checked.contains(ingredient.id) {
                        checked.remove(ingredient.id)
                    } else {
                        checked.insert(ingredient.id)
                    }
                }
            }
            Spacer(minLength: 0)
        }
        .padding(16)
    }
}
