/** For the tests: the hosted checkout's form as a buyer fills it, with the accepted test card. */
export const TEST_CHECKOUT_FORM = {
  email: "camille.martin@exemple.fr",
  name: "Camille Martin",
  line1: "12 rue des Lilas",
  line2: "",
  postalCode: "75011",
  city: "Paris",
  country: "FR",
  delivery: "relay",
  cardNumber: "4242 4242 4242 4242",
};
