import { buttonClass } from "#app/components/ui/button-styles.ts";
import { toast } from "#app/components/ui/toast.tsx";
import { useCart } from "#app/lib/cart-store.tsx";
import type { Product } from "#app/lib/product.ts";

type Purchasable = Pick<
  Product,
  "id" | "name" | "price" | "image" | "inStock" | "availableForPurchase"
>;

/**
 * 'Add to Cart' (or another label that means the same, such as 'Pre-Order Now'), or a disabled
 * 'Out of Stock' / 'Coming Soon' when it cannot be bought. The accessible name starts with the
 * visible label, so a voice-control user who says what they see ("Add to Cart") finds the button.
 */
export function AddToCartButton(props: {
  product: Purchasable;
  className?: string;
  label?: string;
  size?: "sm" | "md";
}) {
  const cart = useCart();
  const { product } = props;
  const label = !product.inStock
    ? "Out of Stock"
    : !product.availableForPurchase
      ? "Coming Soon"
      : (props.label ?? "Add to Cart");
  const disabled = !product.inStock || !product.availableForPurchase;
  return (
    <button
      type="button"
      disabled={disabled}
      aria-label={`${label}: ${product.name}`}
      className={buttonClass({ size: props.size ?? "sm", className: props.className })}
      onClick={() => {
        cart.add({
          id: product.id,
          name: product.name,
          price: product.price,
          image: product.image,
        });
        toast.success(`${product.name} added to your cart`);
      }}
    >
      {label}
    </button>
  );
}
