import SwiftUI

enum Species: String {
    case dog, cat

    var symbol: String { self == .dog ? "dog.fill" : "cat.fill" }
    var tint: Color { self == .dog ? .orange : .purple }
}

struct Vaccine: Identifiable {
    let id = UUID()
    let name: String
    let due: String
    let isDone: Bool
}

struct PetProfileHeader: View {
    let name: String
    let breed: String
    let species: Species

    var body: some View {
        HStack(spacing: 16) {
            ZStack(alignment: .bottomTrailing) {
                Circle()
                    .fill(LinearGradient(colors: [species.tint.opacity(0.6), species.tint],
                                         startPoint: .top, endPoint: .bottom))
                    .frame(width: 88, height: 88)
                    .overlay {
                        Image(systemName: "pawprint.fill")
                            .font(.system(size: 34))
                            .foregroundStyle(.white)
                    }
                Image(systemName: species.symbol)
                    .font(.system(size: 13, weight: .bold))
                    .foregroundStyle(species.tint)
                    .frame(width: 30, height: 30)
                    .background(Circle().fill(.white))
                    .overlay(Circle().stroke(species.tint, lineWidth: 2))
                    .shadow(color: .black.opacity(0.15), radius: 3, y: 1)
            }
            VStack(alignment: .leading, spacing: 4) {
                Text(name)
                    .font(.title2.bold())
                Text(breed)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
        }
    }
}

struct VaccineTimeline: View {
    let vaccines: [Vaccine]

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(Array(vaccines.enumerated()), id: \.element.id) { index, vaccine in
                HStack(alignment: .top, spacing: 12) {
                    VStack(spacing: 0) {
                        Circle()
                            .fill(vaccine.isDone ? Color.green : Color.white)
                            .overlay(Circle().strokeBorder(vaccine.isDone ? Color.green : Color.gray, lineWidth: 2))
                            .frame(width: 16, height: 16)
                        if index < vaccines.count - 1 {
                            Rectangle()
                                .fill(vaccine.isDone ? Color.green : Color.gray.opacity(0.4))
                                .frame(width: 2, height: 40)
                        }
                    }
                    VStack(alignment: .leading, spacing: 2) {
                        Text(vaccine.name)
                            .font(.subheadline.weight(.semibold))
                        Text(vaccine.due)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                    Spacer()
                }
            }
        }
    }
}

struct WeightBars: View {
    let weights: [Double]

    var body: some View {
        let low = weights.min() ?? 0
        let high = weights.max() ?? 1
        HStack(alignment: .bottom, spacing: 8) {
            ForEach(Array(weights.enumerated()), id: \.offset) { index, weight in
                RoundedRectangle(cornerRadius: 4, style: .continuous)
                    .fill(index == weights.count - 1 ? Color.orange : Color.orange.opacity(0.35))
                    .frame(width: 22, height: 20 + 50 * (weight - low) / (high - low))
            }
        }
        .frame(height: 70, alignment: .bottom)
    }
}

struct PetProfileScreen: View {
    var vaccines = [
        Vaccine(name: "Rabies", due: "Given 12 Mar", isDone: true),
        Vaccine(name: "DHPP booster", due: "Given 2 Jun", isDone: true),
        Vaccine(name: "Leptospirosis", due: "Due 14 Sep", isDone: false),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 18) {
            PetProfileHeader(name: "Biscuit", breed: "Beagle · 3 yrs", species: .dog)
            Text("Vaccinations")
                .font(.headline)
            VaccineTimeline(vaccines: vaccines)
            HStack(alignment: .bottom) {
                VStack(alignment: .leading) {
                    Text("Weight")
                        .font(.headline)
                    Text("12.4 kg")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                WeightBars(weights: [10.8, 11.5, 11.9, 12.1, 12.4])
            }
        }
        .padding(20)
        .frame(maxHeight: .infinity, alignment: .top)
    }
}
