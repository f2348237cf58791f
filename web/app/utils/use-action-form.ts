/**
 * A conform form posted to its route's action, as the account screens use it (sign-in, register,
 * reset password): the form and its fields from the action's reply, whether it is being sent, the
 * form-level error shown above the fields, focus on the first invalid field after a submit
 * (components/forms.tsx), and a toast for an error the reply gives no field (the `""` key).
 */
import { type SubmissionResult, useForm } from "@conform-to/react";
import { useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useFocusFirstError } from "~/components/forms";
import { toast } from "~/components/toaster";

export function useActionForm<Schema extends Record<string, unknown>>(
  result: SubmissionResult<string[]> | undefined,
) {
  const [form, fields] = useForm<Schema>({ lastResult: result });
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const submitting = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  useFocusFirstError(formRef, result?.error);
  useEffect(() => {
    const message = result?.error?.[""]?.[0];
    if (message) toast.error(message);
  }, [result]);
  return { form, fields, formRef, submitting, formError: form.errors?.[0] };
}
